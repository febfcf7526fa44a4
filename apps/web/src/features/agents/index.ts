/**
 * Issue 19: the agents panel (/app/agentPanel/agentPanelActivateAgent) and the guided agent demo
 * (/app/agentPanel/demo), as lazy loaders. app/ imports features only through these index files.
 */
export const agentsPages = {
  panel: () => import('./routes/AgentsPage'),
  demo: () => import('./routes/AgentDemoPage'),
};
