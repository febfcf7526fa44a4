/** Payroll implementation (issue 19): projects and onboarding templates, as lazy loaders for app/. */
export const payrollPages = {
  projects: () => import('./routes/ProjectsPage'),
  templates: () => import('./routes/TemplatesPage'),
};
