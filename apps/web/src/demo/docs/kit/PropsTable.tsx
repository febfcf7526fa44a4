import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { Mono } from './DocPage';

/** One prop of a documented component. */
export interface PropDoc {
  name: string;
  type: string;
  /** The value used when the prop is left out; absent for required props. */
  default?: string;
  required?: boolean;
  description: string;
}

/** A component's props: name (required ones marked), type, default and what it does. */
export function PropsTable({ component, props }: { component: string; props: readonly PropDoc[] }) {
  return (
    <ScrollRegion label={`Props of ${component}`}>
      <Table size="small" aria-label={`Props of ${component}`} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Prop</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Default</TableCell>
            <TableCell>Description</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.map((prop) => (
            <TableRow key={prop.name}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Mono>{prop.name}</Mono>
                {prop.required ? (
                  <Box component="span" sx={{ color: 'tone.error', ml: 0.5 }} title="required">
                    *
                  </Box>
                ) : null}
              </TableCell>
              <TableCell>
                <Mono>{prop.type}</Mono>
              </TableCell>
              <TableCell>{prop.default ? <Mono>{prop.default}</Mono> : '—'}</TableCell>
              <TableCell>{prop.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
