/** Writers of the Markdown report, and capture of the environment a run measured in. */
package org.serbench.report;
