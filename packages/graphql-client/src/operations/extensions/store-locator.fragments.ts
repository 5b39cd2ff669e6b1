/** Selections shared by the store locator reads. */
import { graphql } from '../../graphql.ts';

/** The address and position of a point of sale. */
export const StoreSummaryFields = graphql(`
  fragment StoreSummaryFields on AbsoStore {
    entity_id
    identifier
    name
    url_key
    relative_url
    address1
    address2
    city
    postcode
    region
    region_id
    country_id
    telephone
    store_type
    latitude
    longitude
    is_active
    distance
  }
`);

/** Opening hours per day and the special schedule, for a date range (the "store fragments"). */
export const StoreHoursFields = graphql(`
  fragment StoreHoursFields on AbsoStore {
    opening_hours(dateRangeStart: $dateRangeStart, dateRangeEnd: $dateRangeEnd) {
      items {
        day
        dayLabel
        open
        close
        is_closed
        special_title
      }
    }
    special_schedule
    special_hours(dateRangeStart: $dateRangeStart, dateRangeEnd: $dateRangeEnd) {
      title
      date
      dayLabel
      open
      close
    }
  }
`);
