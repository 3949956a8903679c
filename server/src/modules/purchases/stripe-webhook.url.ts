/** Where Stripe sends a project's events (the receiver in stripe-webhook.receiver.ts). */
export const STRIPE_WEBHOOK_PATH = '/api/v1/integrations/stripe/webhooks/:projectId';

export const stripeWebhookUrl = (publicUrl: string, projectId: string) => `${publicUrl}/api/v1/integrations/stripe/webhooks/${encodeURIComponent(projectId)}`;
