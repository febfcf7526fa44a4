import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { demoApi } from '../../mock';
import type { SearchResult } from '../../mock/search';
import { DemoLoad } from '../DemoLoad';

const SECTIONS: SearchResult['section'][] = ['Apps', 'Pages', 'Products'];

/** Classic: one column of results, each its title, address and excerpt. */
function Classic({ results }: { results: SearchResult[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, maxWidth: 720 }}>
      {results.map((r) => (
        <Box component="li" key={r.id}>
          <Typography variant="caption" sx={{ color: 'tone.success' }}>
            {r.url}
          </Typography>
          <Link
            component={RouterLink}
            to={r.url}
            underline="hover"
            sx={{ display: 'block', fontSize: '1.125rem', fontWeight: 600 }}
          >
            {r.title}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {r.excerpt}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Modern: cards in a grid, narrowed by section chips. */
function Modern({ results }: { results: SearchResult[] }) {
  const [section, setSection] = useState<SearchResult['section'] | null>(null);
  const shown = section ? results.filter((r) => r.section === section) : results;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="group" aria-label="Sections" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {SECTIONS.map((s) => (
          <Chip
            key={s}
            label={`${s} (${results.filter((r) => r.section === s).length})`}
            color={section === s ? 'primary' : 'default'}
            variant={section === s ? 'filled' : 'outlined'}
            aria-pressed={section === s}
            onClick={() => setSection((current) => (current === s ? null : s))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {shown.map((r) => (
          <Paper
            key={r.id}
            variant="outlined"
            component="article"
            sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1, alignContent: 'start' }}
          >
            <Chip size="small" label={r.section} sx={{ justifySelf: 'start' }} />
            <Link component={RouterLink} to={r.url} underline="hover" sx={{ fontWeight: 700 }}>
              {r.title}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {r.excerpt}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/** /pages/search/classic and /modern: the mock's search (GET /api/search?q=), the query kept in the address. */
export default function SearchPage() {
  const modern = useLocation().pathname.endsWith('/modern');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = useQuery({
    queryKey: ['demo', 'search', q],
    queryFn: () => demoApi.get('/api/search', { q }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <PageFrame maxWidth={1200}>
      <PageHeader area="Template pages" title={modern ? 'Search: modern' : 'Search: classic'} />
      <Box component="form" role="search" onSubmit={submit} sx={{ mb: 3, maxWidth: 720 }}>
        <TextField
          fullWidth
          label="Search the demo"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <DemoLoad query={search} what="search results">
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
              {data.total} {data.total === 1 ? 'result' : 'results'}
              {data.query ? ` for "${data.query}"` : ''}
            </Typography>
            {modern ? <Modern results={data.results} /> : <Classic results={data.results} />}
          </Box>
        )}
      </DemoLoad>
    </PageFrame>
  );
}
