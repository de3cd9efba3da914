import { NavLink } from '../../components/RouterLink';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Divider from '@mui/material/Divider';
import ListItemButton from '@mui/material/ListItemButton';
import { t } from '@lingui/core/macro';
import type { LanguageLink } from './LanguageSwitch';

interface MobileMenuProps {
  links: { to: string; label: string }[];
  /** The page in the other language. */
  languageLink: LanguageLink;
  open: boolean;
  onClose: () => void;
}

/** The storefront's links in a drawer, for narrow screens. */
export function MobileMenu({ links, languageLink, open, onClose }: MobileMenuProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <List sx={{ width: 240 }} aria-label={t`Main`}>
        {links.map((link) => (
          <ListItemButton key={link.to} component={NavLink} to={link.to} onClick={onClose}>
            {link.label}
          </ListItemButton>
        ))}
        <Divider component="li" />
        <ListItemButton component="a" {...languageLink} />
      </List>
    </Drawer>
  );
}
