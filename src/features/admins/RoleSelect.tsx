import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { ROLES, roleLabel } from '@shop/domain/roles';

/** The role drop-down of the admin forms: Admin or SuperAdmin. */
export function RoleSelect(props: TextFieldProps) {
  return (
    <TextField select label="Role" fullWidth margin="normal" {...props}>
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {roleLabel(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}
