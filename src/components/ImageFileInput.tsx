import { useState, type ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';

export const NOT_AN_IMAGE = 'Please choose an image file.';

/** True for files the browser reports as images (the server checks the content again). */
export const isImageFile = (file: Blob) => file.type.startsWith('image/');

/**
 * A file input that takes images only: the picker offers images, and any other file is refused
 * here too, with a message under the input.
 */
export function ImageFileInput({
  id,
  label,
  ariaLabel,
  disabled,
  size,
  problem,
  onFile,
}: {
  id: string;
  /** A visible label; or ariaLabel for inputs inside a table row. */
  label?: string;
  ariaLabel?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** What the form says is wrong with the choice (an image is needed), beside the input. */
  problem?: string;
  onFile: (file: File | null) => void;
}) {
  const [refused, setRefused] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !isImageFile(file)) {
      event.target.value = '';
      setRefused(true);
      onFile(null);
      return;
    }
    setRefused(false);
    onFile(file);
  };

  return (
    <TextField
      id={id}
      type="file"
      label={label}
      size={size}
      disabled={disabled}
      onChange={choose}
      error={refused || Boolean(problem)}
      helperText={refused ? NOT_AN_IMAGE : problem}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { accept: 'image/*', 'aria-label': ariaLabel },
      }}
    />
  );
}
