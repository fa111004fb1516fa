/**
 * jvm-serializers' standard data: a media item with its images ({@code media.1} to {@code
 * media.4}).
 */
package org.serbench.model.media;
