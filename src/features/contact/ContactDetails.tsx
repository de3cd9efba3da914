import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ShopContact } from '@shop/domain/brand';
import { OpensInNewTab } from '../../components/OpensInNewTab';
import { TAP_TARGET_LINK_SX } from '../../components/tapTarget';

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <ListItem disableGutters>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} secondary={value} />
    </ListItem>
  );
}

/** A link to another site, opened in a new tab. */
function ElsewhereLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={TAP_TARGET_LINK_SX}>
      {children}
      <OpensInNewTab />
    </Link>
  );
}

/**
 * The shop's address, phone, WhatsApp, e-mail and social pages, as configured. The phone numbers
 * and the e-mail address read left to right on Urdu pages too.
 */
export function ContactDetails({ shop }: { shop: ShopContact }) {
  const shopName = shop.name;
  return (
    <List aria-label={t`Contact details`}>
      <Detail icon={<LocationOnIcon aria-hidden />} label={t`Address`} value={shop.address} />
      <Detail
        icon={<PhoneIcon aria-hidden />}
        label={t`Phone`}
        value={
          <Link href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} dir="ltr" sx={TAP_TARGET_LINK_SX}>
            {shop.phone}
          </Link>
        }
      />
      <Detail
        icon={<WhatsAppIcon aria-hidden />}
        label={t`WhatsApp`}
        value={
          <ElsewhereLink href={shop.social.whatsapp}>
            <bdi dir="ltr">{shop.whatsapp}</bdi>
          </ElsewhereLink>
        }
      />
      <Detail
        icon={<EmailIcon aria-hidden />}
        label={t`Email`}
        value={
          <Link href={`mailto:${shop.email}`} dir="ltr" sx={TAP_TARGET_LINK_SX}>
            {shop.email}
          </Link>
        }
      />
      {shop.social.facebook && (
        <Detail
          icon={<FacebookIcon aria-hidden />}
          label={t`Facebook`}
          value={
            <ElsewhereLink href={shop.social.facebook}>{t`${shopName} on Facebook`}</ElsewhereLink>
          }
        />
      )}
      {shop.social.instagram && (
        <Detail
          icon={<InstagramIcon aria-hidden />}
          label={t`Instagram`}
          value={
            <ElsewhereLink
              href={shop.social.instagram}
            >{t`${shopName} on Instagram`}</ElsewhereLink>
          }
        />
      )}
    </List>
  );
}
