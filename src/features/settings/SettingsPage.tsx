import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFormik, type FormikProps } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { fieldProps } from '../../components/formField';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';
import {
  SHOP_SETTING_FIELDS,
  SHOP_SETTING_RULES,
  type ShopSettingField,
  type ShopSettings,
} from '@shop/domain/shopSettings';
import {
  useGetShopSettingsQuery,
  useRemoveShopLogoMutation,
  useUpdateShopSettingsMutation,
  useUploadShopLogoMutation,
} from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { PROVINCE_FEE_FIELDS } from '@shop/domain/delivery';
import { SettingsPreview } from './SettingsPreview';
import { PROVINCES } from '@shop/domain/checkout';
import {
  settingsOf,
  settingsSchema,
  valuesOf,
  type CityFeeValues,
  type SettingsValues,
} from './settingsSchema';
import { can } from '@shop/domain/roles';

/** The form's groups, in the order the fields are checked and focused. */
const GROUPS: { title: string; fields: ShopSettingField[]; hint?: string }[] = [
  { title: 'Shop', fields: ['name', 'tagline'] },
  { title: 'Contact', fields: ['phone', 'whatsapp', 'email', 'address', 'city'] },
  {
    title: 'Social links',
    fields: ['facebookUrl', 'instagramUrl'],
    hint: 'Leave a link empty if the shop has no such page.',
  },
  { title: 'Order e-mails', fields: ['mailFromName', 'mailFromAddress'] },
  { title: 'Stock', fields: ['lowStockThreshold'] },
  {
    title: 'Order limits',
    fields: ['maxUnitsPerLine', 'maxUnitsPerOrder'],
    hint: 'What one order may hold; checkout refuses more.',
  },
  {
    title: 'Delivery',
    fields: ['deliveryFee', 'freeDeliveryOver'],
    hint: 'Charged on every order; 0 means free delivery.',
  },
  {
    title: 'Delivery fee by province (Rs.)',
    fields: Object.values(PROVINCE_FEE_FIELDS),
    hint: 'Leave a province empty to charge the delivery fee above.',
  },
];

const HELP: Partial<Record<ShopSettingField, string>> = {
  whatsapp: 'Customers confirm their orders on this number.',
  lowStockThreshold: 'Superadmins are e-mailed when a size’s stock falls to this level.',
  mailFromAddress: 'Use an address your mail server may send from.',
  freeDeliveryOver: 'Orders whose items come to this or more travel free. Empty: no such offer.',
  maxUnitsPerLine: 'From 1 to 100.',
  maxUnitsPerOrder: 'At least the units of one size.',
};

const INPUT_TYPE: Partial<Record<ShopSettingField, string>> = {
  phone: 'tel',
  whatsapp: 'tel',
  email: 'email',
  mailFromAddress: 'email',
  facebookUrl: 'url',
  instagramUrl: 'url',
};

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
        {GROUPS.map((group) => (
          <Box component="fieldset" key={group.title} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="h6" sx={{ p: 0 }}>
              {group.title}
            </Typography>
            {group.hint && (
              <Typography variant="body2" color="text.secondary">
                {group.hint}
              </Typography>
            )}
            {group.fields.map((field) => {
              const props = fieldProps(formik, field);
              const rule = SHOP_SETTING_RULES[field];
              return (
                <TextField
                  key={field}
                  {...props}
                  helperText={props.helperText ?? HELP[field]}
                  label={rule.label}
                  type={INPUT_TYPE[field] ?? 'text'}
                  required={!rule.optional}
                  multiline={field === 'address' || field === 'tagline'}
                  fullWidth
                  margin="normal"
                  slotProps={{
                    htmlInput:
                      rule.kind === 'count'
                        ? { inputMode: 'numeric', pattern: '[0-9]*' }
                        : { maxLength: rule.max },
                  }}
                />
              );
            })}
          </Box>
        ))}
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

/** The shop's logo: uploaded at once (like a perfume's image), replaced or removed. */
function LogoSetting({ logo }: { logo: string }) {
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
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="h6" sx={{ p: 0 }}>
        Logo
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Shown beside the shop’s name in the storefront’s header and footer and on the sign-in page.
        JPEG, PNG, WebP, GIF or AVIF, 5 MB at most.
      </Typography>
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
    </Box>
  );
}

/** Cities with a fee of their own: a row each (city, province, fee), added and removed here. */
function CityFees({ formik }: { formik: FormikProps<SettingsValues> }) {
  const rows = formik.values.cityDeliveryFees;
  const error = formik.submitCount > 0 ? formik.errors.cityDeliveryFees : undefined;
  const set = (next: CityFeeValues[]) => void formik.setFieldValue('cityDeliveryFees', next);
  const change = (index: number, part: keyof CityFeeValues, value: string) =>
    set(rows.map((row, at) => (at === index ? { ...row, [part]: value } : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="h6" sx={{ p: 0 }}>
        Delivery fee by city (Rs.)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A city’s fee replaces its province’s fee; capitals and spaces in the city’s name do not
        count.
      </Typography>
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Box
            key={index}
            role="group"
            aria-label={`City fee ${n}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <TextField
              label={`City ${n}`}
              value={row.city}
              onChange={(event) => change(index, 'city', event.target.value)}
              margin="normal"
              slotProps={{ htmlInput: { maxLength: SHOP_SETTING_RULES.city.max } }}
            />
            <TextField
              select
              label={`Province ${n}`}
              value={row.province}
              onChange={(event) => change(index, 'province', event.target.value)}
              margin="normal"
              sx={{ minWidth: 160 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose...</option>
              {PROVINCES.map((province) => (
                <option key={province.value} value={province.value}>
                  {province.label}
                </option>
              ))}
            </TextField>
            <TextField
              label={`Fee ${n} (Rs.)`}
              value={row.fee}
              onChange={(event) => change(index, 'fee', event.target.value)}
              margin="normal"
              sx={{ width: 130 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
            <Button type="button" onClick={() => set(rows.filter((_, at) => at !== index))}>
              Remove city {n}
            </Button>
          </Box>
        );
      })}
      {error && (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {String(error)}
        </Typography>
      )}
      <Button
        id="cityDeliveryFees"
        type="button"
        sx={{ mt: 1 }}
        onClick={() => set([...rows, { city: '', province: '', fee: '' }])}
      >
        Add a city
      </Button>
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
