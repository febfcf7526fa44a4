import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PageFrame } from '../../../shared/ui/PageHeader';
import { shortWhen } from '../../apps/shared/format';
import { demoApi } from '../../mock';
import type { Profile } from '../../mock/profile';
import { DemoLoad } from '../DemoLoad';

const TABS = ['Timeline', 'About', 'Photos & videos'] as const;
type TabName = (typeof TABS)[number];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2.5, borderRadius: 3, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Timeline({ profile }: { profile: Profile }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {profile.timeline.posts.map((post) => (
          <Paper
            key={post.id}
            variant="outlined"
            component="article"
            sx={{ p: 2.5, borderRadius: 3, display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Avatar src={post.user.avatar} alt="" />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{post.user.name}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {shortWhen(post.time)}
                </Typography>
              </Box>
            </Box>
            <Typography>{post.message}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {post.likes} likes · {post.comments} comments
            </Typography>
          </Paper>
        ))}
      </Box>
      <Card title="Latest activity">
        {profile.timeline.activities.map((a) => (
          <Box key={a.id} sx={{ display: 'flex', gap: 1.5 }}>
            <Avatar src={a.user.avatar} alt="" sx={{ width: 32, height: 32 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                <b>{a.user.name}</b> {a.message}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {shortWhen(a.time)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Card>
    </Box>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: 1 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function About({ profile }: { profile: Profile }) {
  const { general, work, contact, groups, friends } = profile.about;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Card title="General">
        <Facts
          rows={[
            ['Gender', general.gender],
            ['Birthday', general.birthday],
            ['Lives in', general.locations.join(', ')],
            ['About', general.about],
          ]}
        />
      </Card>
      <Card title="Work">
        <Facts
          rows={[
            ['Occupation', work.occupation],
            ['Skills', work.skills],
            ['Jobs', work.jobs.map((j) => `${j.company} (${j.date})`).join('; ')],
          ]}
        />
      </Card>
      <Card title="Contact">
        <Facts
          rows={[
            ['Address', contact.address],
            ['Phone', contact.tel.join(', ')],
            ['Websites', contact.websites.join(', ')],
            ['E-mails', contact.emails.join(', ')],
          ]}
        />
      </Card>
      <Card title="Groups and friends">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {groups.map((g) => (
            <Chip key={g.id} label={`${g.name} · ${g.members} members`} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {friends.map((f) => (
            <Chip key={f.id} avatar={<Avatar src={f.avatar} alt="" />} label={f.name} variant="outlined" />
          ))}
        </Box>
      </Card>
    </Box>
  );
}

function Media({ profile }: { profile: Profile }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {profile.media.map((album) => (
        <Card key={album.id} title={`${album.name} (${album.info})`}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
            {album.items.map((item) => (
              <Box
                key={`${album.id}:${item.title}:${item.preview}`}
                component="img"
                src={item.preview}
                alt={item.title}
                sx={{ width: '100%', aspectRatio: '1', borderRadius: 2, objectFit: 'cover' }}
              />
            ))}
          </Box>
        </Card>
      ))}
    </Box>
  );
}

/** /pages/profile: the template's profile page on the mock's profile (GET /api/profile). */
export default function ProfilePage() {
  const [tab, setTab] = useState<TabName>('Timeline');
  const profile = useQuery({ queryKey: ['demo', 'profile'], queryFn: () => demoApi.get('/api/profile') });
  return (
    <PageFrame maxWidth={1200}>
      <DemoLoad query={profile} what="profile">
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
              <Box
                sx={{
                  height: { xs: 96, md: 160 },
                  backgroundImage: `url("${data.user.cover}")`,
                  backgroundSize: 'cover',
                }}
              />
              <Box
                sx={{
                  px: 3,
                  pb: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'flex-end',
                  gap: 2,
                  mt: -5,
                }}
              >
                <Avatar
                  src={data.user.avatar}
                  alt=""
                  sx={{ width: 96, height: 96, border: 4, borderColor: 'background.paper' }}
                />
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
                    {data.user.name}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{data.user.title}</Typography>
                </Box>
              </Box>
              <Tabs
                value={tab}
                onChange={(_, value: TabName) => setTab(value)}
                variant="scrollable"
                sx={{ px: 2 }}
              >
                {TABS.map((name) => (
                  <Tab key={name} value={name} label={name} />
                ))}
              </Tabs>
            </Paper>
            {tab === 'Timeline' ? (
              <Timeline profile={data} />
            ) : tab === 'About' ? (
              <About profile={data} />
            ) : (
              <Media profile={data} />
            )}
          </Box>
        )}
      </DemoLoad>
    </PageFrame>
  );
}
