import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from './ContentArea';

/** For keyboard users: the first stop on every page jumps over the bars to the content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 700,
        boxShadow: 4,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
