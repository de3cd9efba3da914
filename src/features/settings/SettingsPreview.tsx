import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ShopFooter } from '../../components/ShopFooter';
import { contactOf, type ShopSettings } from '@shop/domain/shopSettings';

/**
 * What shoppers will see with these settings, before they are saved: the storefront's header
 * bar, its footer and a link preview (as WhatsApp or Facebook show a shared page).
 */
export function SettingsPreview({ settings }: { settings: ShopSettings }) {
  const shop = contactOf(settings);
  return (
    <Box component="section" aria-labelledby="settings-preview-title">
      <Typography id="settings-preview-title" variant="h6" component="h2" gutterBottom>
        Preview
      </Typography>
      <Typography variant="subtitle2" component="h3">
        Header
      </Typography>
      <Box
        data-testid="preview-header"
        sx={{
          bgcolor: 'primary.main',
          color: '#fff',
          px: 2,
          py: 1.5,
          mb: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'baseline',
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ fontFamily: 'Georgia, serif', fontSize: 20, fontWeight: 700 }}>
          {shop.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'grey.300' }}>
          Home · Shop · Track order · Contact
        </Typography>
      </Box>
      <Typography variant="subtitle2" component="h3">
        Footer
      </Typography>
      <Box data-testid="preview-footer" sx={{ mb: 2 }}>
        <ShopFooter shop={shop} preview />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Link preview
      </Typography>
      <Paper variant="outlined" data-testid="preview-link" sx={{ p: 1.5, maxWidth: 420 }}>
        <Typography variant="caption" color="text.secondary">
          {shop.name}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {shop.name}: luxury perfumes and attars, cash on delivery in Pakistan
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {shop.tagline}
        </Typography>
      </Paper>
    </Box>
  );
}
