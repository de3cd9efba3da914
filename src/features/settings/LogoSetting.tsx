import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverMessage } from '../../components/errorMessage';
import { useRemoveShopLogoMutation, useUploadShopLogoMutation } from '../../store/api/backOffice';
import { SettingsFieldset } from './SettingsFieldset';

/** The shop's logo: uploaded at once (like a perfume's image), replaced or removed. */
export function LogoSetting({ logo }: { logo: string }) {
  const [upload, uploading] = useUploadShopLogoMutation();
  const [remove, removing] = useRemoveShopLogoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const showAlert = useAdminAlert();
  const busy = uploading.isLoading || removing.isLoading;
  const act = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await action();
      showAlert({ severity: 'success', message: done });
    } catch (error) {
      setProblem(serverMessage(error, 'The logo could not be changed.'));
    }
  };
  return (
    <SettingsFieldset
      title="Logo"
      hint="Shown beside the shop’s name in the storefront’s header and footer and on the sign-in page. JPEG, PNG, WebP, GIF or AVIF, 5 MB at most."
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        {logo ? (
          <img src={logo} alt="Current logo" style={{ height: 56, width: 'auto', maxWidth: 224 }} />
        ) : (
          <Typography variant="body2">No logo: the name alone.</Typography>
        )}
        <Button component="label" variant="outlined" disabled={busy}>
          {logo ? 'Replace logo' : 'Upload logo'}
          <input
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void act(() => upload({ body: { image: file } }).unwrap(), 'Logo saved.');
            }}
          />
        </Button>
        {logo && (
          <Button
            type="button"
            disabled={busy}
            onClick={() => void act(() => remove().unwrap(), 'Logo removed.')}
          >
            Remove logo
          </Button>
        )}
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </SettingsFieldset>
  );
}
