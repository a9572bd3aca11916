/** The owner-only parts of staff routes (`requireOwner`): the panel says each as `error_owner_action_<action>`. */
export type OwnerAction = 'price_override' | 'hold_exemption';
