import { useParams } from 'react-router-dom';
import { CantReach } from '../../components/CantReach';
import { RecordMissing } from '../../components/RecordMissing';
import { PageLoading } from '../../components/PageLoading';
import { useLoadFailure } from '../../components/useLoadFailure';
import { useGetCategoryQuery } from '../../store/api/enhanced';
import { CategoryForm } from './CategoryForm';

/** /categories/add and /categories/update/{id}: one form for both. */
export function CategoryFormPage() {
  const { id } = useParams();
  return id ? <UpdateCategory id={id} /> : <CategoryForm />;
}

function UpdateCategory({ id }: { id: string }) {
  // currentData: never the category of a previous id while another one loads.
  const query = useGetCategoryQuery({ id });
  const { currentData: data } = query;
  const { failure, retry } = useLoadFailure({ ...query, data });
  if (data) return <CategoryForm key={data._id} category={data} />;
  if (failure === 'missing')
    return <RecordMissing what="category" listPath="/categories" listName="Categories" />;
  if (failure === 'unreachable') return <CantReach onRetry={retry} />;
  return <PageLoading />;
}
