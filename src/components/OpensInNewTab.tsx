import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';

/** Said to screen readers at the end of a link's name: the link opens a new tab. */
export function OpensInNewTab() {
  // The space stays outside the hidden span: name computation trims an element's own text.
  return (
    <>
      {' '}
      <Box component="span" sx={visuallyHidden}>
        {t`(opens in a new tab)`}
      </Box>
    </>
  );
}
