import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { fieldProps } from '../../components/formField';
import { PROVINCE_FEE_FIELDS } from '@shop/domain/delivery';
import { SHOP_SETTING_RULES, type ShopSettingField } from '@shop/domain/shopSettings';
import { SettingsFieldset } from './SettingsFieldset';
import type { SettingsValues } from './settingsSchema';

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

/** The settings of one value each, group by group, with their rules' labels and limits. */
export function SettingGroups({ formik }: { formik: FormikProps<SettingsValues> }) {
  return GROUPS.map((group) => (
    <SettingsFieldset key={group.title} title={group.title} hint={group.hint}>
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
    </SettingsFieldset>
  ));
}
