import { RouterLink } from '../../components/RouterLink';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { TAP_TARGET_LINK_SX } from '../../components/tapTarget';
import { SHOP_SETTING_RULES, unfinishedSetup } from '@shop/domain/shopSettings';
import { useGetShopSettingsQuery } from '../../store/api/backOffice';

/**
 * "Finish setting up your shop" for a superadmin while the demo brand's contact details are
 * still in the settings: each one links to its field. Nothing once they are all replaced.
 */
export function SetupChecklist() {
  const { data } = useGetShopSettingsQuery();
  const fields = data ? unfinishedSetup(data) : [];
  if (fields.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="region" aria-labelledby="setup-title">
      <AlertTitle id="setup-title" component="h2">
        Finish setting up your shop
      </AlertTitle>
      These still show the demo shop’s details to your customers:
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {fields.map((field) => (
          <li key={field}>
            <Link component={RouterLink} to={`/settings#${field}`} sx={TAP_TARGET_LINK_SX}>
              {SHOP_SETTING_RULES[field].label}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
