import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';
import { SHOP_SETTING_FIELDS, type ShopSettings } from '@shop/domain/shopSettings';
import { useGetShopSettingsQuery, useUpdateShopSettingsMutation } from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { CityFees } from './CityFees';
import { LogoSetting } from './LogoSetting';
import { SettingGroups } from './SettingGroups';
import { SettingsPreview } from './SettingsPreview';
import { settingsOf, settingsSchema, valuesOf, type SettingsValues } from './settingsSchema';
import { can } from '@shop/domain/roles';

/** The fields in the order a refused save focuses the first wrong one. */
const FOCUS_ORDER: (keyof SettingsValues & string)[] = [...SHOP_SETTING_FIELDS, 'cityDeliveryFees'];

/** /settings: the shop's name, contact details, mail sender and stock level (superadmins). */
export function SettingsPage() {
  const admin = useAppSelector(selectAdmin);
  if (!can(admin?.role, 'editSettings')) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Settings
        </Typography>
        <Typography color="text.secondary">Only a superadmin can change the settings.</Typography>
      </>
    );
  }
  return <LoadedSettings />;
}

function LoadedSettings() {
  const { data, isLoading, isError } = useGetShopSettingsQuery();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      {isLoading ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>Loading settings...</Typography>
        </Box>
      ) : isError || !data ? (
        <Alert severity="error" role="alert">
          Failed to load the settings.
        </Alert>
      ) : (
        <SettingsForm saved={data} />
      )}
    </>
  );
}

function SettingsForm({ saved }: { saved: ShopSettings }) {
  const [updateSettings, { isLoading }] = useUpdateShopSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const showAlert = useAdminAlert();
  const formik = useFormik<SettingsValues>({
    initialValues: valuesOf(saved),
    validationSchema: settingsSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const kept = await updateSettings({ body: settingsOf(values) }).unwrap();
        helpers.resetForm({ values: valuesOf(kept) });
        showAlert({ severity: 'success', message: 'Settings saved.' });
      } catch (error) {
        helpers.setErrors(serverFieldErrors(error));
        setFailure(serverMessage(error, 'The settings could not be saved.'));
      }
    },
  });
  useInvalidFieldFocus(formik, FOCUS_ORDER);
  useFocusFromAddress();

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Paper component="form" noValidate onSubmit={formik.handleSubmit} sx={{ p: 3 }}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <LogoSetting logo={saved.logoUrl ?? ''} />
        <SettingGroups formik={formik} />
        <CityFees formik={formik} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Save settings
          </Button>
          <Button
            type="button"
            disabled={!formik.dirty || isLoading}
            onClick={() => formik.resetForm()}
          >
            Undo changes
          </Button>
        </Box>
      </Paper>
      <Paper sx={{ p: 3 }}>
        <SettingsPreview settings={previewOf(formik.values, saved)} />
      </Paper>
    </Box>
  );
}

/** The typed values for the preview; a field not yet valid shows what is saved. */
function previewOf(values: SettingsValues, saved: ShopSettings): ShopSettings {
  const typed = settingsOf(values);
  const preview = { ...saved };
  for (const field of SHOP_SETTING_FIELDS) {
    try {
      settingsSchema.validateSyncAt(field, values);
      (preview as Record<string, unknown>)[field] = typed[field];
    } catch {
      // keeps the saved value
    }
  }
  return preview;
}

/** /settings#phone (the dashboard's setup list): focuses that field once the form is there. */
function useFocusFromAddress() {
  const { hash } = useLocation();
  useEffect(() => {
    const field = hash.slice(1);
    if (!(SHOP_SETTING_FIELDS as string[]).includes(field)) return;
    // Focus scrolls the field into view.
    document.getElementById(field)?.focus();
  }, [hash]);
}
