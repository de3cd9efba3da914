import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { MAX_DESCRIPTION } from '@shop/domain/catalogue';
import { fieldProps } from './formField';

type FormTextFieldProps<T> = Omit<TextFieldProps, 'name'> & {
  formik: FormikProps<T>;
  name: keyof T & string;
  /** The input's character limit (the server's). */
  maxLength?: number;
};

/**
 * A text field bound to a formik field, as wide as the form with the normal margin: the fields
 * of the sign-in screens and the back office's forms.
 */
export function FormTextField<T>({ formik, name, maxLength, ...props }: FormTextFieldProps<T>) {
  return (
    <TextField
      {...fieldProps(formik, name)}
      fullWidth
      margin="normal"
      slotProps={maxLength === undefined ? undefined : { htmlInput: { maxLength } }}
      {...props}
    />
  );
}

/** A required e-mail address (the sign-in screens' and a new admin's). */
export function EmailField<T extends { email: string }>(
  props: Omit<FormTextFieldProps<T>, 'name'>,
) {
  return <FormTextField name="email" type="email" label="Email Address" required {...props} />;
}

/** A required password; a new one unless told (autoComplete="current-password" to sign in). */
export function PasswordField<T>(props: FormTextFieldProps<T>) {
  return <FormTextField type="password" autoComplete="new-password" required {...props} />;
}

/** A category's or a perfume's description: a few lines, up to the server's limit. */
export function DescriptionField<T extends { description?: string }>(
  props: Omit<FormTextFieldProps<T>, 'name'>,
) {
  return (
    <FormTextField
      name="description"
      label="Description"
      multiline
      minRows={3}
      maxLength={MAX_DESCRIPTION}
      {...props}
    />
  );
}
