import { RouterLink } from './RouterLink';
import Button from '@mui/material/Button';
import { NotFound } from './NotFound';

/**
 * A back-office record that is not there (deleted, or a wrong link): said in words, with the way
 * back to its list.
 */
export function RecordMissing({
  what,
  text = 'It may have been deleted.',
  listPath,
  listName,
}: {
  /** 'perfume', 'category', 'order'. */
  what: string;
  text?: string;
  listPath: string;
  listName: string;
}) {
  return (
    <NotFound
      title={`We couldn't find that ${what}`}
      text={text}
      actions={
        <Button component={RouterLink} to={listPath} variant="contained">
          Back to {listName}
        </Button>
      }
    />
  );
}
