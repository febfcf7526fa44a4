import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';

/** A documentation page: the shell's page header (area 'Documentation'), then its sections. */
export function DocPage({
  title,
  description,
  area = 'Documentation',
  children,
}: {
  title: string;
  description?: ReactNode;
  area?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame maxWidth={1100}>
      <PageHeader title={title} description={description} area={area} />
      <Box sx={{ display: 'grid', gap: 3 }}>{children}</Box>
    </PageFrame>
  );
}

/** One titled part of a documentation page, on a card. */
export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, '& p': { m: 0 } }}>{children}</Box>
    </Paper>
  );
}

/** A live example: the component itself, on a dotted ground that marks where it starts and ends. */
export function Example({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Box
        sx={{
          p: 2,
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          minWidth: 0,
          overflowX: 'auto',
        }}
      >
        {children}
      </Box>
      <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Code to type or read: monospace, scrolls sideways on a phone rather than breaking lines. */
export function Code({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label="Code"
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.8125rem',
        overflowX: 'auto',
        whiteSpace: 'pre',
      }}
    >
      {children}
    </Box>
  );
}

/** A name in running text: a component, a file, a prop. */
export function Mono({ children }: { children: ReactNode }) {
  return (
    <Box
      component="code"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.85em',
        px: 0.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}
