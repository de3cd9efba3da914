import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { MAX_DESCRIPTION, URDU_TEXT_LABELS, type UrduTextField } from '@shop/domain/catalogue';
import { fieldProps } from './formField';
import { URDU_FONTS } from '@shop/domain/language';

/** The optional Urdu name and description of a perfume or category form (empty: none). */
export interface UrduTextValues {
  nameUr?: string;
  descriptionUr?: string;
}

/** The Urdu text as the server takes it: trimmed, empty for none. */
export const urduTextBody = (values: UrduTextValues) => ({
  nameUr: values.nameUr?.trim() ?? '',
  descriptionUr: values.descriptionUr?.trim() ?? '',
});

/** The Urdu text of a stored perfume or category, as its form opens it. */
export const urduTextValues = (saved?: {
  nameUr?: string | null;
  descriptionUr?: string | null;
}) => ({
  nameUr: saved?.nameUr ?? '',
  descriptionUr: saved?.descriptionUr ?? '',
});

const HINTS: Record<UrduTextField, string> = {
  nameUr: 'Optional: shown instead of the name on the Urdu pages',
  descriptionUr: 'Optional: shown instead of the description on the Urdu pages',
};

/**
 * The Urdu name and description: typed right to left, in Urdu (the input says so, so the keyboard
 * and a screen reader follow), each optional and checked as the server checks it.
 */
export function UrduTextFields<T extends UrduTextValues>({
  formik,
  maxName,
  disabled,
}: {
  formik: FormikProps<T>;
  maxName: number;
  disabled?: boolean;
}) {
  const field = (name: UrduTextField & keyof T, maxLength: number, multiline: boolean) => {
    const props = fieldProps(formik, name);
    return (
      <TextField
        {...props}
        value={props.value ?? ''}
        helperText={props.helperText ?? HINTS[name]}
        label={URDU_TEXT_LABELS[name]}
        disabled={disabled}
        fullWidth
        margin="normal"
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        slotProps={{
          htmlInput: {
            maxLength,
            lang: 'ur',
            dir: 'rtl',
            // Nastaliq's letters reach far above and below the line: lines of text need room.
            style: { fontFamily: URDU_FONTS, lineHeight: multiline ? 2 : undefined },
          },
        }}
      />
    );
  };
  return (
    <>
      {field('nameUr', maxName, false)}
      {field('descriptionUr', MAX_DESCRIPTION, true)}
    </>
  );
}
