import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ChoiceToggle } from '../../../shared/ui/ChoiceToggle';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { COMPARISON, dollars, monthlyPriceCents, PLANS, type Plan } from './plans';

type Billing = 'monthly' | 'yearly';

function Price({ plan, yearly }: { plan: Plan; yearly: boolean }) {
  return (
    <Typography sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
      <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 800 }}>
        {dollars(monthlyPriceCents(plan, yearly))}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        / month{yearly ? ', billed yearly' : ''}
      </Box>
    </Typography>
  );
}

function Features({ plan }: { plan: Plan }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
      {plan.features.map((feature) => (
        <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Check fontSize="small" aria-hidden="true" sx={{ color: 'tone.success' }} />
          <Typography variant="body2">{feature}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Style 1: three equal cards. Style 2: the featured plan raised and filled. */
function PlanCards({ yearly, raised }: { yearly: boolean; raised: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        alignItems: 'center',
      }}
    >
      {PLANS.map((plan) => {
        const highlight = raised && plan.featured;
        return (
          <Paper
            key={plan.id}
            component="section"
            aria-label={plan.name}
            variant={highlight ? 'elevation' : 'outlined'}
            elevation={highlight ? 8 : 0}
            sx={{
              p: 3,
              borderRadius: 3,
              display: 'grid',
              gap: 2,
              // The featured plan stands out by its frame and height, not a fill: a filled card's text would
              // need its own contrast check in each of the nine themes.
              ...(highlight ? { py: { md: 5 }, border: 2, borderColor: 'secondary.main' } : {}),
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                {plan.name}
              </Typography>
              {plan.featured ? <Chip size="small" label="Most chosen" /> : null}
            </Box>
            <Typography variant="body2">{plan.audience}</Typography>
            <Price plan={plan} yearly={yearly} />
            <Features plan={plan} />
            <Button variant={highlight ? 'contained' : 'outlined'}>Choose {plan.name}</Button>
          </Paper>
        );
      })}
    </Box>
  );
}

/** Style 3: the plans side by side in a comparison table. */
function PlanTable({ yearly }: { yearly: boolean }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <ScrollRegion label="Plan comparison">
        <Table aria-label="Plan comparison" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>Plan</TableCell>
              {PLANS.map((plan) => (
                <TableCell key={plan.id} align="center">
                  <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {dollars(monthlyPriceCents(plan, yearly))} / month
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {COMPARISON.map((row) => (
              <TableRow key={row.feature}>
                <TableCell component="th" scope="row">
                  {row.feature}
                </TableCell>
                {PLANS.map((plan) => (
                  <TableCell key={plan.id} align="center">
                    {row.plans[plan.id]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Paper>
  );
}

/** /pages/pricing/style-1, -2 and -3: the same sample plans in three layouts; the style is in the path. */
export default function PricingPage() {
  const style = useLocation().pathname.slice(-1);
  const [billing, setBilling] = useState<Billing>('monthly');
  const yearly = billing === 'yearly';
  return (
    <PageFrame maxWidth={1100}>
      <PageHeader
        area="Template pages"
        title="Pricing"
        description="Sample plans (not Clearline's prices): yearly billing takes two months off."
        actions={
          <ChoiceToggle
            label="Billing"
            value={billing}
            onChange={setBilling}
            choices={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'yearly', label: 'Yearly' },
            ]}
          />
        }
      />
      {style === '3' ? <PlanTable yearly={yearly} /> : <PlanCards yearly={yearly} raised={style === '2'} />}
    </PageFrame>
  );
}
