import type { QuickPanelData } from '@clearline/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { formatUsDateTime } from '../../shared/lib/date-time';
import { PanelCard, PanelCardList } from '../layout/PanelCards';
import { panelHeadingSx } from '../layout/SidePanel';
import { CustomScrollbarsSwitch } from '../settings/CustomScrollbarsSwitch';
import { getQuickSettings, setQuickSetting, subscribeQuickSettings } from './quick-settings';

const headingSx = { ...panelHeadingSx, mb: 1 } as const;

function Entries({ title, items, empty }: { title: string; items: QuickPanelData['notes']; empty: string }) {
  const isMoment = (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" sx={headingSx}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        <PanelCardList>
          {items.map((item) => (
            <PanelCard key={item.id}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {item.title}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {isMoment(item.detail) ? formatUsDateTime(item.detail) : item.detail}
              </Typography>
            </PanelCard>
          ))}
        </PanelCardList>
      )}
    </Box>
  );
}

/** The quick panel without area tasks (spec §2): today's date, Events, Notes and Quick Settings. */
export function TodayView({ data, now = new Date() }: { data: QuickPanelData | undefined; now?: Date }) {
  const quick = useSyncExternalStore(subscribeQuickSettings, getQuickSettings);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options).format(now);
  return (
    <Box sx={{ p: 2.5, display: 'grid', gap: 3 }}>
      <Box aria-label="Today" role="group">
        <Typography sx={{ fontSize: '1.125rem', fontWeight: 600, color: 'text.secondary' }}>
          {part({ weekday: 'long' })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1.1 }}>
            {part({ day: 'numeric' })}
          </Typography>
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>{part({ month: 'long' })}</Typography>
        </Box>
      </Box>
      <Entries title="Events" items={data?.events ?? []} empty="Nothing has happened today yet." />
      <Entries title="Notes" items={data?.notes ?? []} empty="No notes." />
      <Box component="section" aria-label="Quick Settings">
        <Typography variant="h3" sx={headingSx}>
          Quick Settings
        </Typography>
        <Box sx={{ display: 'grid' }}>
          <FormControlLabel
            control={
              <Switch
                checked={quick.notifications}
                onChange={(_, on) => setQuickSetting('notifications', on)}
              />
            }
            label="Notifications"
          />
          <FormControlLabel
            control={
              <Switch checked={quick.cloudSync} onChange={(_, on) => setQuickSetting('cloudSync', on)} />
            }
            label="Cloud Sync"
          />
          <CustomScrollbarsSwitch />
        </Box>
      </Box>
    </Box>
  );
}
