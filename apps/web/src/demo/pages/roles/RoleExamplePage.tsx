import { areasOfRoles, roleName } from '@clearline/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { Code, DocPage, DocSection, Mono } from '../../docs/kit/DocPage';

/** The template's role groups (spec §6): who the original example page was for. */
const EXAMPLES = {
  admin: { group: ['admin'], label: 'Admin' },
  staff: { group: ['admin', 'staff'], label: 'Staff' },
  guest: { group: ['guest'], label: 'Guest' },
} as const;

type Example = keyof typeof EXAMPLES;

/**
 * /auth/{admin,staff,guest}-role-example: what the template's role groups meant, and what decides who
 * opens a page in Clearline: the numeric role ids of the current organisation. Spec §2 forces every
 * template route to the admin role, which here is a management role (110, 126), so all three pages
 * open for the same people.
 */
export default function RoleExamplePage() {
  const which = (useLocation().pathname.match(/\/auth\/(admin|staff|guest)-role-example/)?.[1] ??
    'admin') as Example;
  const example = EXAMPLES[which];
  const { organization } = useAuth();
  const roles = organization?.roles ?? [];
  const areas = [...areasOfRoles(roles)];
  return (
    <DocPage
      title={`${example.label} role example`}
      area="Authorization"
      description="Who may open a page, and how the route table says so."
    >
      <Alert severity="success">
        You can see this page: your roles in {organization?.name ?? 'this organisation'} open the management
        area.
      </Alert>
      <DocSection title="In the template">
        <Typography>
          The template's example was for the <Mono>{which}</Mono> role group, which allows{' '}
          <Mono>[{example.group.join(', ')}]</Mono>. Spec §2 forces every template, demo and documentation
          route to the admin role, so in Clearline all three examples need a management role.
        </Typography>
      </DocSection>
      <DocSection title="In Clearline">
        <Typography>
          A page declares its area in the route table; the guard, the navigation and the server all ask the
          same domain rule, <Mono>canUseArea(roles, area)</Mono>, with the user's numeric role ids in the
          current organisation.
        </Typography>
        <Code>{`{ path: '/auth/${which}-role-example', handle: { area: 'management', title: '${example.label} role example' } }`}</Code>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Your roles here
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {roles.map((role) => (
            <Chip key={role} label={`${role} · ${roleName(role)}`} />
          ))}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The areas they open
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {areas.map((area) => (
            <Chip key={area} variant="outlined" label={area} />
          ))}
        </Stack>
      </DocSection>
    </DocPage>
  );
}
