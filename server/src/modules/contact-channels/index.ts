import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './contact-channels.routes.ts';
import * as h from './contact-channels.handlers.ts';
import { contactChannelsErrors } from './contact-channels.errors.ts';
import { signUpVerification } from './sign-up-verification.ts';

/** A user's e-mail addresses and their verification (the users module owns the contact_channel table). */
export const contactChannelsModule: ModuleManifest = {
  name: 'contact-channels',
  tags: [{ name: 'Contact channels', description: "A user's e-mail addresses and their verification.", group: 'Contact channels' }],
  routes: [
    route(routes.createContactChannel, h.createContactChannelHandler),
    route(routes.listContactChannels, h.listContactChannelsHandler),
    // The static /verify paths before /{user_id}/{contact_channel_id}, which they would also match.
    route(routes.sendPrimaryVerificationCode, h.sendPrimaryVerificationCodeHandler),
    route(routes.verifyContactChannel, h.verifyContactChannelHandler),
    route(routes.checkContactChannelCode, h.checkContactChannelCodeHandler),
    route(routes.getContactChannel, h.getContactChannelHandler),
    route(routes.updateContactChannel, h.updateContactChannelHandler),
    route(routes.deleteContactChannel, h.deleteContactChannelHandler),
    route(routes.sendChannelVerificationCode, h.sendChannelVerificationCodeHandler),
  ],
  errors: contactChannelsErrors,
  subscribers: [signUpVerification],
};
