/**
 * A text a shopper reads, as a descriptor the shop's catalogues translate (decision 002): the id
 * and the English default. The French wording of claims and warnings lives in the catalogues.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}
