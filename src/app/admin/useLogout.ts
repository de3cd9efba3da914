import { useNavigate } from 'react-router-dom';
import { clearFormDrafts } from '../../components/formDraft';
import { api } from '../../store/api/enhanced';
import { useLogoutMutation } from '../../store/api/backOffice';
import { credentials } from '../../store/credentials';
import { useAppDispatch } from '../../store/hooks';
import { signedOut } from '../../store/sessionSlice';

/** docs/product.md §4 logout: server logout when a token exists; the local session is cleared regardless. */
export function useLogout() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    if (credentials.token()) {
      try {
        await logout().unwrap();
      } catch (error) {
        console.warn('Logout request failed; the session is cleared locally.', error);
      }
    }
    credentials.clearOnLogout();
    // Drafts are this clerk's: the next person at this tab must not find them.
    clearFormDrafts();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
  };
}
