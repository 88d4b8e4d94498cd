package household.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.text.ParseException;
import java.util.Base64;
import java.util.Map;

/** Converts paths and Firestore REST documents (as firebase-tools fetches them) to rules values. */
final class FirestoreValues {
  private FirestoreValues() {}

  /** "/a/b/c" to a path value of simple segments. */
  static ExpressionPathValue path(String slashed) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : slashed.split("/")) {
      if (!segment.isEmpty()) path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return path.build();
  }

  /** A path value back to "/a/b/c". */
  static String pathString(ExpressionPathValue path) {
    StringBuilder out = new StringBuilder();
    for (ExpressionPathSegmentValue segment : path.getSegmentsList()) {
      out.append('/').append(segment.getSimple());
    }
    return out.toString();
  }

  /**
   * {name: "projects/p/databases/(default)/documents/c/id", fields} to the value firestore.get()
   * returns in rules: {__name__: path, id, data}.
   */
  static ExpressionValue document(JsonObject result) {
    String name = result.get("name").getAsString();
    ExpressionMapValue.Builder doc = ExpressionMapValue.newBuilder();
    doc.putFields("__name__", ExpressionValue.newBuilder().setPathValue(path(withoutProject(name))).build());
    doc.putFields("id", ExpressionValue.newBuilder().setStringValue(name.substring(name.lastIndexOf('/') + 1)).build());
    JsonObject fields = result.has("fields") ? result.getAsJsonObject("fields") : new JsonObject();
    doc.putFields("data", ExpressionValue.newBuilder().setMapValue(map(fields)).build());
    return ExpressionValue.newBuilder().setMapValue(doc).build();
  }

  private static String withoutProject(String name) {
    int databases = name.indexOf("/databases/");
    return databases >= 0 ? name.substring(databases) : name;
  }

  private static ExpressionMapValue map(JsonObject fields) {
    ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
    for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
      map.putFields(field.getKey(), value(field.getValue().getAsJsonObject()));
    }
    return map.build();
  }

  /** One Firestore REST Value ({"stringValue": ...} and so on). */
  static ExpressionValue value(JsonObject value) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    if (value.has("stringValue")) return out.setStringValue(value.get("stringValue").getAsString()).build();
    if (value.has("booleanValue")) return out.setBoolValue(value.get("booleanValue").getAsBoolean()).build();
    if (value.has("integerValue")) return out.setIntValue(Long.parseLong(value.get("integerValue").getAsString())).build();
    if (value.has("doubleValue")) return out.setFloatValue(value.get("doubleValue").getAsDouble()).build();
    if (value.has("timestampValue")) {
      try {
        return out.setTimestampValue(Timestamps.parse(value.get("timestampValue").getAsString())).build();
      } catch (ParseException e) {
        throw new IllegalArgumentException("Bad timestamp " + value, e);
      }
    }
    if (value.has("bytesValue")) {
      return out.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(value.get("bytesValue").getAsString()))).build();
    }
    if (value.has("referenceValue")) return out.setPathValue(path(withoutProject(value.get("referenceValue").getAsString()))).build();
    if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      return out.setLatlngValue(
              LatLng.newBuilder()
                  .setLatitude(point.has("latitude") ? point.get("latitude").getAsDouble() : 0)
                  .setLongitude(point.has("longitude") ? point.get("longitude").getAsDouble() : 0))
          .build();
    }
    if (value.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement item : array.getAsJsonArray("values")) list.addValues(value(item.getAsJsonObject()));
      }
      return out.setListValue(list).build();
    }
    if (value.has("mapValue")) {
      JsonObject fields = value.getAsJsonObject("mapValue").getAsJsonObject("fields");
      return out.setMapValue(map(fields == null ? new JsonObject() : fields)).build();
    }
    return out.setNullValue(NullValue.NULL_VALUE).build();
  }
}
