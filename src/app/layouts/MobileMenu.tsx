import { NavLink } from '../../components/RouterLink';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';

interface MobileMenuProps {
  links: { to: string; label: string }[];
  open: boolean;
  onClose: () => void;
}

/** The storefront's links in a drawer, for narrow screens. */
export function MobileMenu({ links, open, onClose }: MobileMenuProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <List sx={{ width: 240 }} aria-label="Main">
        {links.map((link) => (
          <ListItemButton key={link.to} component={NavLink} to={link.to} onClick={onClose}>
            {link.label}
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
