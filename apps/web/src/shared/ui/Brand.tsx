import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product mark: a check in a rounded square. Decorative; the name next to it carries the meaning. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flex: 'none', display: 'block' }}
    >
      <rect width="32" height="32" rx="8" fill="#3C4252" />
      <rect
        x="0.75"
        y="0.75"
        width="30.5"
        height="30.5"
        rx="7.25"
        fill="none"
        stroke="#5C616F"
        strokeWidth="1.5"
      />
      <path
        d="M9 17.5l4.5 4.5L23 11"
        fill="none"
        stroke="#29B6F6"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}

/** Mark and name. `inverse` for dark backgrounds. */
export function Brand({ inverse = false, size = 36 }: { inverse?: boolean; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={size} />
      <Typography
        component="span"
        sx={{
          fontSize: size * 0.62,
          fontWeight: 700,
          letterSpacing: '-0.01em',
          color: inverse ? 'common.white' : 'text.primary',
        }}
      >
        Clearline
      </Typography>
    </Box>
  );
}
