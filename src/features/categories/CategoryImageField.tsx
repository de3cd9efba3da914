import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ImageFileInput } from '../../components/ImageFileInput';

const PREVIEW_SIZE = 150;

function Picture({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, objectFit: 'cover', borderRadius: 1 }}
      />
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}

/** The category image: a file input (images only), the current image and a preview of the new one. */
export function CategoryImageField({
  current,
  preview,
  onFile,
}: {
  current: string | null;
  preview: string | null;
  onFile: (file: File | null) => void;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      <ImageFileInput id="image" label="Image" onFile={onFile} />
      {(current || preview) && (
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          {current && (
            <Picture src={current} alt="Current category image" caption="Current image" />
          )}
          {preview && (
            <Picture src={preview} alt="Preview of the chosen image" caption="New image" />
          )}
        </Stack>
      )}
    </Box>
  );
}
