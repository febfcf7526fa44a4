import { alpha, type Theme } from '@mui/material/styles';
import { WARNING_BAND_OPACITY } from '../../../../shared/ui/tones';

/** The warning band of a row that needs attention (a short employer), as the panel draws its own. */
export const warningBand = (t: Theme) => alpha(t.palette.warning.main, WARNING_BAND_OPACITY[t.palette.mode]);
