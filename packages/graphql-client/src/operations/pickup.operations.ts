/**
 * Magento MSI's in-store pickup (core: `Magento_InventoryInStorePickupGraphQl`): the points of sale
 * a shopper may collect an order at. The checkout's "Retrait en boutique" lists them.
 */
import { graphql } from '../graphql.ts';

/**
 * The pickup locations, nearest first around a postcode or city (`area`), or all of them by name.
 * `area.search_term` is `<place>:<country>`, as MSI's offline geocoder reads it.
 */
export const GetPickupLocations = graphql(`
  query GetPickupLocations(
    $area: AreaInput
    $filters: PickupLocationFilterInput
    $sort: PickupLocationSortInput
    $pageSize: Int
  ) {
    pickupLocations(area: $area, filters: $filters, sort: $sort, pageSize: $pageSize) {
      items {
        pickup_location_code
        name
        street
        postcode
        city
        country_id
        region
        region_id
        phone
      }
      total_count
    }
  }
`);
