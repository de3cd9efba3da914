import * as yup from 'yup';
import type { CityDeliveryFee } from '@shop/domain/delivery';
import {
  cityFeesProblem,
  DEMO_SHOP_SETTINGS,
  orderLimitsProblem,
  SHOP_SETTING_FIELDS,
  SHOP_SETTING_RULES,
  shopSettingProblem,
  type ShopSettingField,
  type ShopSettings,
} from '@shop/domain/shopSettings';

/** A city's fee as typed (an empty part may reach the rules as undefined). */
export interface CityFeeValues {
  city: string;
  province: string;
  fee: string;
}

/** The form's values: every field as typed (the low-stock level too, as text), and the city fees. */
export type SettingsValues = Record<ShopSettingField, string> & {
  cityDeliveryFees: CityFeeValues[];
};

/** City fees as the server takes them (a fee not a whole number stays unreadable: NaN). */
const cityFeesOf = (rows: readonly CityFeeValues[]): CityDeliveryFee[] =>
  // Formik hands the rules an empty field as undefined.
  rows.map((row) => ({
    city: (row.city ?? '').trim(),
    province: row.province ?? '',
    fee: /^\s*\d+\s*$/.test(row.fee ?? '') ? Number(row.fee) : Number.NaN,
  }));

/** The server's rules (src/domain/shopSettings.ts), field by field, as a yup schema. */
export const settingsSchema = yup.object({
  ...(Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => [
      field,
      yup.string().test(field, (value, context) => {
        const problem =
          shopSettingProblem(field, parsed(field, value ?? '')) ??
          (field === 'maxUnitsPerOrder'
            ? orderLimitsProblem(
                parsed('maxUnitsPerLine', String(context.parent.maxUnitsPerLine ?? '')),
                parsed(field, value ?? ''),
              )
            : null);
        return problem ? context.createError({ message: problem }) : true;
      }),
    ]),
  ) as Record<ShopSettingField, yup.StringSchema>),
  cityDeliveryFees: yup.mixed<CityFeeValues[]>().test('cityDeliveryFees', (value, context) => {
    const problem = cityFeesProblem(cityFeesOf(value ?? []));
    return problem ? context.createError({ message: problem }) : true;
  }),
});

/** A field's typed text as the server takes it (counts and fees a number; an optional one left empty null). */
function parsed(field: ShopSettingField, text: string): string | number | null {
  const rule = SHOP_SETTING_RULES[field];
  if (rule.kind !== 'count') return text;
  if (rule.optional && text.trim() === '') return null;
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function valuesOf(settings: ShopSettings): SettingsValues {
  const fields = Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => {
      // A field the server did not send yet starts from a fresh shop's value.
      const value = settings[field] === undefined ? DEMO_SHOP_SETTINGS[field] : settings[field];
      return [field, value === null ? '' : String(value)];
    }),
  ) as Record<ShopSettingField, string>;
  const cityDeliveryFees = (settings.cityDeliveryFees ?? []).map((row) => ({
    city: row.city,
    province: row.province,
    fee: String(row.fee),
  }));
  return { ...fields, cityDeliveryFees };
}

export function settingsOf(values: SettingsValues): ShopSettings {
  const settings = Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => [field, parsed(field, values[field]!)]),
  );
  for (const field of SHOP_SETTING_FIELDS) {
    const value = settings[field];
    if (typeof value === 'string') settings[field] = value.trim();
  }
  return {
    ...(settings as unknown as ShopSettings),
    cityDeliveryFees: cityFeesOf(values.cityDeliveryFees),
  };
}
