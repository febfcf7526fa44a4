import Description from '@mui/icons-material/DescriptionOutlined';
import Folder from '@mui/icons-material/Folder';
import Image from '@mui/icons-material/ImageOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import TableChart from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { demoApi } from '../../mock';
import type { FileItem } from '../../mock/file-manager';
import { AppFrame } from '../shared/AppFrame';
import { longWhen } from '../shared/format';

const ICONS = {
  folder: <Folder sx={{ color: 'warning.main' }} />,
  document: <Description sx={{ color: 'info.main' }} />,
  spreadsheet: <TableChart sx={{ color: 'success.main' }} />,
  pdf: <PictureAsPdf sx={{ color: 'error.main' }} />,
  image: <Image sx={{ color: 'secondary.main' }} />,
};

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** /apps/file-manager?folderId=: a folder's folders and files, the path to it, and a file's details. */
export default function FileManagerApp() {
  const [params] = useSearchParams();
  const folderId = params.get('folderId') ?? undefined;
  const [selected, setSelected] = useState<FileItem | null>(null);
  const folder = useQuery({
    queryKey: ['demo', 'files', folderId ?? 'root'],
    queryFn: () => demoApi.get('/api/file-manager-app', folderId ? { folderId } : {}),
  });
  const shown = selected && folder.data?.items.some((i) => i.id === selected.id) ? selected : null;
  return (
    <AppFrame
      title="File Manager"
      description="The demo's files and folders. Open a folder, or choose a file to see its details."
    >
      <Breadcrumbs aria-label="Folder path" sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to="/apps/file-manager" underline="hover" color="inherit">
          My Files
        </Link>
        {(folder.data?.path ?? []).map((p) => (
          <Link
            key={p.id}
            component={RouterLink}
            to={`/apps/file-manager?folderId=${p.id}`}
            underline="hover"
            color="text.primary"
          >
            {p.name}
          </Link>
        ))}
      </Breadcrumbs>
      {folder.isError ? <Alert severity="error">The folder could not be read.</Alert> : null}
      <Box
        sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
      >
        <Paper variant="outlined" sx={{ flex: 1, width: '100%', minWidth: 0 }}>
          <List aria-label="Files" disablePadding>
            {(folder.data?.items ?? []).map((item) => (
              <ListItemButton
                key={item.id}
                divider
                selected={shown?.id === item.id}
                {...(item.type === 'folder'
                  ? { component: RouterLink, to: `/apps/file-manager?folderId=${item.id}` }
                  : { onClick: () => setSelected(item) })}
              >
                <ListItemIcon>{ICONS[item.type]}</ListItemIcon>
                <ListItemText
                  primary={item.name}
                  secondary={item.type === 'folder' ? 'Folder' : `${size(item.size)} · ${item.owner}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        {shown ? (
          <Paper
            variant="outlined"
            component="aside"
            aria-label="File details"
            sx={{ p: 2, width: { xs: '100%', md: 300 }, flex: '0 0 auto' }}
          >
            <Typography
              variant="h2"
              sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}
            >
              {shown.name}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              {shown.description}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: 0.75,
                m: 0,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0 },
              }}
            >
              <dt>Type</dt>
              <dd>{shown.extension.toUpperCase()}</dd>
              <dt>Size</dt>
              <dd>{size(shown.size)}</dd>
              <dt>Owner</dt>
              <dd>{shown.owner}</dd>
              <dt>Modified</dt>
              <dd>{longWhen(shown.modified)}</dd>
              <dt>Opened</dt>
              <dd>{longWhen(shown.opened)}</dd>
              <dt>Offline</dt>
              <dd>{shown.offline ? 'Yes' : 'No'}</dd>
            </Box>
          </Paper>
        ) : null}
      </Box>
    </AppFrame>
  );
}
