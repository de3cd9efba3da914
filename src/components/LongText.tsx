import Box from '@mui/material/Box';

/**
 * A grid cell's long text, clamped to a few lines on screen; the full text stays in the page
 * for screen readers and shows as a tooltip (title) on hover.
 */
export function LongText({ text, lines = 3 }: { text: string; lines?: number }) {
  return (
    <Box
      title={text}
      sx={{
        py: 1,
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {text}
    </Box>
  );
}
