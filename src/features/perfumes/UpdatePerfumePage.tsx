import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useGetProductQuery } from '../../store/api/enhanced';
import { UPDATE_TITLE, UpdatePerfumeForm } from './UpdatePerfumeForm';

/** /perfumes/update/{id}: loads the perfume, then shows its form. */
export function UpdatePerfumePage() {
  const { id = '' } = useParams();
  // currentData: never the perfume of a previous id while another one loads.
  const { currentData, isError } = useGetProductQuery({ id });
  if (currentData) return <UpdatePerfumeForm key={currentData._id} product={currentData} />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {UPDATE_TITLE}
      </Typography>
      {isError ? (
        <Alert severity="error" role="alert">
          Failed to load perfume details
        </Alert>
      ) : (
        <Typography role="status">Loading...</Typography>
      )}
    </>
  );
}
