import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROVINCES } from '@shop/domain/checkout';
import { SHOP_SETTING_RULES } from '@shop/domain/shopSettings';
import { SettingsFieldset } from './SettingsFieldset';
import type { CityFeeValues, SettingsValues } from './settingsSchema';

/** Cities with a fee of their own: a row each (city, province, fee), added and removed here. */
export function CityFees({ formik }: { formik: FormikProps<SettingsValues> }) {
  const rows = formik.values.cityDeliveryFees;
  const error = formik.submitCount > 0 ? formik.errors.cityDeliveryFees : undefined;
  const set = (next: CityFeeValues[]) => void formik.setFieldValue('cityDeliveryFees', next);
  const change = (index: number, part: keyof CityFeeValues, value: string) =>
    set(rows.map((row, at) => (at === index ? { ...row, [part]: value } : row)));
  return (
    <SettingsFieldset
      title="Delivery fee by city (Rs.)"
      hint="A city’s fee replaces its province’s fee; capitals and spaces in the city’s name do not count."
    >
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
    </SettingsFieldset>
  );
}
