import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { brand } from '../../domain/brand';

/** The shop's address, phone and e-mail. */
export function ContactDetails() {
  return (
    <List aria-label="Contact details">
      <ListItem disableGutters>
        <ListItemIcon>
          <LocationOnIcon aria-hidden />
        </ListItemIcon>
        <ListItemText primary="Address" secondary={brand.city} />
      </ListItem>
      <ListItem disableGutters>
        <ListItemIcon>
          <PhoneIcon aria-hidden />
        </ListItemIcon>
        <ListItemText
          primary="Phone"
          secondary={<Link href={`tel:${brand.phone.replace(/\s/g, '')}`}>{brand.phone}</Link>}
        />
      </ListItem>
      <ListItem disableGutters>
        <ListItemIcon>
          <EmailIcon aria-hidden />
        </ListItemIcon>
        <ListItemText
          primary="Email"
          secondary={<Link href={`mailto:${brand.email}`}>{brand.email}</Link>}
        />
      </ListItem>
    </List>
  );
}
