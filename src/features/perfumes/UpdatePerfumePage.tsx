import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { CantReach } from '../../components/CantReach';
import { RecordMissing } from '../../components/RecordMissing';
import { useLoadFailure } from '../../components/useLoadFailure';
import { useGetPerfumeQuery } from '../../store/api/backOffice';
import { UPDATE_TITLE, UpdatePerfumeForm } from './UpdatePerfumeForm';

/** /perfumes/update/{id}: loads the perfume, then shows its form. */
export function UpdatePerfumePage() {
  const { id = '' } = useParams();
  // currentData: never the perfume of a previous id while another one loads.
  const query = useGetPerfumeQuery({ id });
  const { currentData } = query;
  const { failure, retry } = useLoadFailure({ ...query, data: currentData });
  if (currentData) return <UpdatePerfumeForm key={currentData._id} perfume={currentData} />;
  if (failure === 'missing')
    return <RecordMissing what="perfume" listPath="/perfumes" listName="Perfumes" />;
  if (failure === 'unreachable') return <CantReach onRetry={retry} />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {UPDATE_TITLE}
      </Typography>
      <Typography role="status">Loading...</Typography>
    </>
  );
}
