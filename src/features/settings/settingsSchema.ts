import * as yup from 'yup';
import {
  SHOP_SETTING_FIELDS,
  shopSettingProblem,
  type ShopSettingField,
  type ShopSettings,
} from '../../domain/shopSettings';

/** The form's values: every field as typed (the low-stock level too, as text). */
export type SettingsValues = Record<ShopSettingField, string>;

/** The server's rules (src/domain/shopSettings.ts), field by field, as a yup schema. */
export const settingsSchema = yup.object(
  Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => [
      field,
      yup.string().test(field, (value, context) => {
        const problem = shopSettingProblem(field, parsed(field, value ?? ''));
        return problem ? context.createError({ message: problem }) : true;
      }),
    ]),
  ) as Record<ShopSettingField, yup.StringSchema>,
);

/** A field's typed text as the server takes it (the low-stock level a number). */
function parsed(field: ShopSettingField, text: string): string | number {
  if (field !== 'lowStockThreshold') return text;
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function valuesOf(settings: ShopSettings): SettingsValues {
  return Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => [field, String(settings[field])]),
  ) as SettingsValues;
}

export function settingsOf(values: SettingsValues): ShopSettings {
  const settings = Object.fromEntries(
    SHOP_SETTING_FIELDS.map((field) => [field, parsed(field, values[field]!)]),
  );
  for (const field of SHOP_SETTING_FIELDS) {
    const value = settings[field];
    if (typeof value === 'string') settings[field] = value.trim();
  }
  return settings as unknown as ShopSettings;
}
