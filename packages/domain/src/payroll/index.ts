// Payroll implementation (issue 19 item 5): templates, projects, steps.
export * from './implementation';
