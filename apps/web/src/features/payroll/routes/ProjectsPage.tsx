import type { ImplementationProjectSummary } from '@clearline/contracts';
import { isAdministrator } from '@clearline/domain';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { ProjectStateChip, projectProgressColumns } from '../../../shared/ui/implementation-projects';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useProject, useProjects } from '../api/payroll-api';
import { NewProjectForm } from '../components/NewProjectForm';
import { StepCard } from '../components/StepCard';

/**
 * /app/payroll/payrollimpl: one implementation project per new payroll customer (steps, owners, due
 * dates, status, blockers, documents, comments). The customer's first certified month closes the last
 * step by itself. `?project=<id>` opens a project's steps below the list.
 */
export default function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('project');
  const projects = useProjects();
  const project = useProject(selected);
  const roles = useAuth().organization?.roles ?? [];
  const [creating, setCreating] = useState(false);
  const open = (id: string | null) => setParams(id ? { project: id } : {}, { replace: true });
  return (
    <PageFrame maxWidth={1440}>
      <PageHeader
        area="Payroll Implementation"
        title="Implementation Projects"
        description="Each new payroll customer's onboarding: its steps, who owns them, when they are due, what blocks them, their documents and comments."
        actions={
          isAdministrator(roles) ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              New project
            </Button>
          ) : null
        }
      />
      {creating ? (
        <NewProjectForm
          onCancel={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            open(id);
          }}
        />
      ) : null}
      <LoadError query={projects} fallback="The projects could not be loaded." sx={{ mb: 2 }} />
      <DataGrid<ImplementationProjectSummary>
        label="Implementation projects"
        keyboardScroll
        rows={projects.data ?? []}
        rowKey={(p) => p.id}
        loaded={projects.isSuccess}
        empty="No implementation project yet."
        minWidth={960}
        maxHeight={{ xs: '50vh', md: '420px' }}
        columns={[
          {
            id: 'customer',
            header: 'Customer',
            cell: (p) => (
              <Link
                component="button"
                type="button"
                onClick={() => open(p.id)}
                sx={{ fontWeight: 600, textAlign: 'left' }}
              >
                {p.customerName} ({p.coId})
              </Link>
            ),
          },
          { id: 'template', header: 'Template', width: 180, cell: (p) => p.templateName },
          { id: 'start', header: 'Started', width: 110, cell: (p) => p.startDate },
          ...projectProgressColumns((month) => month),
        ]}
      />
      {selected ? (
        <Box component="section" aria-label="Project steps" sx={{ mt: 3 }}>
          <LoadError query={project} fallback="The project could not be loaded." sx={{ mb: 2 }} />
          {project.data ? (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
                <Typography component="h2" variant="h6" sx={{ flex: '1 1 auto' }}>
                  {project.data.customerName}: {project.data.templateName}
                </Typography>
                <ProjectStateChip state={project.data.state} testId="project-state" />
                <Button onClick={() => open(null)}>Close</Button>
              </Box>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
                {project.data.steps.map((s) => (
                  <StepCard key={`${s.id}-${s.version}`} projectId={project.data.id} step={s} />
                ))}
              </Box>
            </>
          ) : null}
        </Box>
      ) : null}
    </PageFrame>
  );
}
