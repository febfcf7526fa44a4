import { contracts, type TemplateBody } from '@clearline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../shared/auth/auth-context';
import { call, upload } from '../../../shared/lib/api-client';

const routes = contracts.payroll;
const useOrgKey = () => useAuth().organization?.id ?? 'none';

export function useTemplates() {
  const org = useOrgKey();
  return useQuery({
    queryKey: ['payroll-templates', org],
    queryFn: ({ signal }) => call(routes.templates, { signal }),
    select: (answer) => answer.data,
  });
}

/** Saves a template: a new one, or a change at the version the page read. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      body,
    }: {
      id?: string | undefined;
      version?: number | undefined;
      body: TemplateBody;
    }) =>
      id && version !== undefined
        ? call(routes.updateTemplate, { params: { templateId: id }, body: { ...body, version } })
        : call(routes.createTemplate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['payroll-templates'] }),
  });
}

export function useRemoveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.removeTemplate, { params: { templateId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['payroll-templates'] }),
  });
}

/** The implementation projects (also read by the implementation dashboard). */
export function useProjects(options: { enabled?: boolean } = {}) {
  const org = useOrgKey();
  return useQuery({
    queryKey: ['payroll-projects', org],
    queryFn: ({ signal }) => call(routes.projects, { signal }),
    select: (answer) => answer.data,
    enabled: options.enabled ?? true,
  });
}

export function useProject(id: string | null) {
  const org = useOrgKey();
  return useQuery({
    queryKey: ['payroll-project', org, id],
    queryFn: ({ signal }) => call(routes.project, { params: { projectId: id as string }, signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}

/** After any change to a project: it and the list are read again. */
function useProjectChange<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['payroll-project'] }),
        client.invalidateQueries({ queryKey: ['payroll-projects'] }),
      ]);
    },
  });
}

export const useCreateProject = () =>
  useProjectChange((body: { coId: string; templateId: string; startDate: string }) =>
    call(routes.createProject, { body }),
  );

export const useUpdateStep = () =>
  useProjectChange(
    (input: {
      projectId: string;
      stepId: string;
      body: {
        version: number;
        status?: 'not_started' | 'in_progress' | 'blocked' | 'done';
        blocker?: string;
        dueDate?: string;
      };
    }) =>
      call(routes.updateStep, {
        params: { projectId: input.projectId, stepId: input.stepId },
        body: input.body,
      }),
  );

export const useComment = () =>
  useProjectChange((input: { projectId: string; stepId: string; message: string }) =>
    call(routes.comment, {
      params: { projectId: input.projectId, stepId: input.stepId },
      body: { message: input.message },
    }),
  );

export const useUploadDocument = () =>
  useProjectChange((input: { projectId: string; stepId: string; requirement: string; file: File }) => {
    const form = new FormData();
    form.append('file', input.file);
    return upload(routes.upload, {
      params: { projectId: input.projectId, stepId: input.stepId },
      query: input.requirement ? { requirement: input.requirement } : {},
      form,
    });
  });
