import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { demoApi } from '../../mock';
import { DemoLoad } from '../DemoLoad';

/** /pages/faq: the mock's questions (GET /api/faq), narrowed as the user types, one answer open at a time. */
export default function FaqPage() {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string | false>(false);
  const faq = useQuery({ queryKey: ['demo', 'faq'], queryFn: () => demoApi.get('/api/faq') });
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    <PageFrame maxWidth={860}>
      <PageHeader area="Template pages" title="Frequently asked questions" />
      <TextField
        label="Search the questions"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ mb: 2, width: '100%', maxWidth: 480 }}
      />
      <DemoLoad query={faq} what="questions">
        {(entries) => {
          const shown = entries.filter((e) =>
            words.every((w) => `${e.question} ${e.answer}`.toLowerCase().includes(w)),
          );
          return (
            <Box>
              {shown.map((entry) => (
                <Accordion
                  key={entry.id}
                  expanded={open === entry.id}
                  onChange={(_, expanded) => setOpen(expanded ? entry.id : false)}
                  disableGutters
                >
                  <AccordionSummary expandIcon={<ExpandMore />}>
                    <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Typography sx={{ color: 'text.secondary' }}>{entry.answer}</Typography>
                  </AccordionDetails>
                </Accordion>
              ))}
              {shown.length === 0 ? <Typography role="status">No question matches.</Typography> : null}
            </Box>
          );
        }}
      </DemoLoad>
    </PageFrame>
  );
}
