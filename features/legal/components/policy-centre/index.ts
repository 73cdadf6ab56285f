export {
  PolicyCentre,
  defaultPolicySection,
  isPolicySection,
  policySectionIds,
  type PolicyCentreProps,
  type PolicySectionId,
} from './policy-centre';
