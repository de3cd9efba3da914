import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../components/PageLoading';
import { useGetCategoryQuery } from '../../store/api/enhanced';
import { CategoryForm } from './CategoryForm';

/** /categories/add and /categories/update/{id}: one form for both. */
export function CategoryFormPage() {
  const { id } = useParams();
  return id ? <UpdateCategory id={id} /> : <CategoryForm />;
}

function UpdateCategory({ id }: { id: string }) {
  // currentData: never the category of a previous id while another one loads.
  const { currentData: data, isError } = useGetCategoryQuery({ id });
  if (data) return <CategoryForm key={data._id} category={data} />;
  if (!isError) return <PageLoading />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Update Category
      </Typography>
      <Alert severity="error" role="alert">
        Failed to load category details.
      </Alert>
    </>
  );
}
