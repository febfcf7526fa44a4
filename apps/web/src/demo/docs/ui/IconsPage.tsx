import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NAV_ICON_NAMES, NavIcon } from '../../../shell/navigation/nav-icons';
import { Code, DocPage, DocSection, Mono } from '../kit/DocPage';

/** /ui/icons: how the product imports Material icons, and the names a navigation entry may use. */
export default function IconsPage() {
  const [filter, setFilter] = useState('');
  const shown = NAV_ICON_NAMES.filter((name) =>
    name.includes(filter.trim().toLowerCase().replace(/\s+/g, '_')),
  );
  return (
    <DocPage title="Icons" area="User interface" description="Material icons, outlined, imported one by one.">
      <DocSection title="In a page">
        <Typography>
          Import each icon by its path. The barrel import (<Mono>{"from '@mui/icons-material'"}</Mono>) pulls
          thousands of modules and slows the tests by seconds. Decorative icons are hidden from screen
          readers; an icon button carries an <Mono>aria-label</Mono>.
        </Typography>
        <Code>
          {[
            "import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';",
            '',
            '<IconButton aria-label="Download CSV"><FileDownloadOutlined /></IconButton>',
          ].join('\n')}
        </Code>
      </DocSection>
      <DocSection title="In the navigation">
        <Typography>
          A menu entry names its icon in snake case (<Mono>icon: &apos;view_kanban&apos;</Mono>). The shell
          draws these names; any other shows a small circle. Add a name to{' '}
          <Mono>shell/navigation/nav-icons.tsx</Mono> when a menu needs it.
        </Typography>
        <TextField
          label="Filter icons"
          size="small"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ maxWidth: 280 }}
        />
        <Box
          component="ul"
          aria-label="Navigation icons"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {shown.map((name) => (
            <Box
              component="li"
              key={name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1,
                borderRadius: 2,
                bgcolor: 'action.hover',
              }}
            >
              <NavIcon name={name} fontSize="small" />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
            </Box>
          ))}
        </Box>
        {shown.length === 0 ? <Typography role="status">No icon is called that.</Typography> : null}
      </DocSection>
    </DocPage>
  );
}
